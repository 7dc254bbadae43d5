/** What differs between the engines in a column's type. */
export interface ColumnTypes {
  /** An auto-numbered primary key. */
  id: string;
  /** A reference to such a key, or milliseconds since the epoch. */
  bigint: string;
  /** A moment a person reads: ISO 8601 text on SQLite. */
  timestamp: string;
}
