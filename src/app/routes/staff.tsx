/** /staff/*: the staff inbox's frame. Rendered in the browser only; never prerendered. */
export { StaffLayout as Component } from '@/features/staff/staff-layout';
