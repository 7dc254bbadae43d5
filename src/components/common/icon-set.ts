/**
 * Which Material Design icon draws each icon name. `npm run icons` turns this table into one SVG
 * sprite (`src/assets/icons.svg`) that every page shares, so icons cost no JavaScript; a unit
 * test fails when the sprite is out of date. Content names its icons with `IconName`.
 */
import type { IconName } from '@/content/types';

/** Icons of the interface itself (not chosen by content). */
export type UiIconName =
  | 'menu'
  | 'close'
  | 'dark-mode'
  | 'light-mode'
  | 'arrow-forward'
  | 'arrow-back'
  | 'arrow-previous'
  | 'arrow-next'
  | 'expand'
  | 'quote'
  | 'pause'
  | 'play'
  | 'place'
  | 'email'
  | 'phone'
  | 'check';

export type SpriteIconName = IconName | UiIconName;

export const iconSet = {
  // Services
  delivery: 'LocalShippingOutlined',
  people: 'GroupsOutlined',
  science: 'BiotechOutlined',
  analytics: 'BarChartOutlined',
  globe: 'LanguageOutlined',
  license: 'VerifiedUserOutlined',
  consulting: 'SupportAgentOutlined',
  training: 'SchoolOutlined',
  project: 'TimelineOutlined',
  product: 'RocketLaunchOutlined',
  data: 'StorageOutlined',
  // Domains
  health: 'LocalHospitalOutlined',
  agriculture: 'AgricultureOutlined',
  fintech: 'CurrencyExchangeOutlined',
  factory: 'FactoryOutlined',
  gaming: 'SportsEsportsOutlined',
  bank: 'AccountBalanceOutlined',
  government: 'GavelOutlined',
  utilities: 'BoltOutlined',
  telecom: 'CellTowerOutlined',
  insurance: 'VerifiedUserOutlined',
  // Features, benefits, jobs and products
  expertise: 'EmojiEventsOutlined',
  satisfaction: 'ThumbUpOutlined',
  technology: 'MemoryOutlined',
  'client-focus': 'HandshakeOutlined',
  schedule: 'ScheduleOutlined',
  location: 'PlaceOutlined',
  'health-insurance': 'HealthAndSafetyOutlined',
  work: 'WorkOutlineOutlined',
  experience: 'QueryStatsOutlined',
  route: 'HubOutlined',
  warehouse: 'WarehouseOutlined',
  rotation: 'AutorenewOutlined',
  report: 'AssessmentOutlined',
  shield: 'SecurityOutlined',
  devices: 'DevicesOutlined',
  // Interface
  menu: 'Menu',
  close: 'Close',
  'dark-mode': 'DarkModeOutlined',
  'light-mode': 'LightModeOutlined',
  'arrow-forward': 'ArrowForwardRounded',
  'arrow-back': 'ArrowBackRounded',
  'arrow-previous': 'ChevronLeftRounded',
  'arrow-next': 'ChevronRightRounded',
  expand: 'ExpandMoreRounded',
  quote: 'FormatQuoteRounded',
  pause: 'PauseRounded',
  play: 'PlayArrowRounded',
  place: 'PlaceOutlined',
  email: 'EmailOutlined',
  phone: 'PhoneOutlined',
  check: 'CheckCircleOutlineRounded',
} as const satisfies Record<SpriteIconName, string>;
