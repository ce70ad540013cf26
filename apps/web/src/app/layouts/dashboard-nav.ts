import {
  ChartColumn,
  CreditCard,
  Grid3x3,
  LayoutDashboard,
  MapPin,
  MessageSquareReply,
  Search,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type DashboardNavItem = { label: string; to: string; icon: LucideIcon };

// docs/product.md §2 "Dashboard shell": the sidebar entries, in this order.
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Keyword Tracking', to: '/keywords', icon: Search },
  { label: 'Visibility', to: '/visibility', icon: Grid3x3 },
  { label: 'Competitor Analysis', to: '/competitors', icon: Users },
  { label: 'GMB Integration', to: '/gmb', icon: MapPin },
  { label: 'AI Review Responses', to: '/reviews', icon: MessageSquareReply },
  { label: 'Reports & Analytics', to: '/reports', icon: ChartColumn },
  { label: 'AI Insights', to: '/insights', icon: Sparkles },
];

export const ACCOUNT_NAV: readonly DashboardNavItem[] = [
  { label: 'Billing', to: '/billing', icon: CreditCard },
  { label: 'Settings', to: '/settings', icon: Settings },
];
