import {
  Award,
  Bookmark,
  BookmarkPlus,
  CalendarDays,
  ChefHat,
  CookingPot,
  Crown,
  Egg,
  Flame,
  Globe,
  HeartPulse,
  Library,
  NotebookPen,
  NotebookText,
  Salad,
  Timer,
  Utensils,
  UtensilsCrossed,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The catalogues' icon names (core's catalogue.ts) as icons; an unknown name gets the award. */
const icons: Record<string, LucideIcon> = {
  bookmark: Bookmark,
  'bookmark-plus': BookmarkPlus,
  'calendar-days': CalendarDays,
  'chef-hat': ChefHat,
  'cooking-pot': CookingPot,
  crown: Crown,
  egg: Egg,
  flame: Flame,
  globe: Globe,
  'heart-pulse': HeartPulse,
  library: Library,
  'notebook-pen': NotebookPen,
  'notebook-text': NotebookText,
  salad: Salad,
  timer: Timer,
  utensils: Utensils,
  'utensils-crossed': UtensilsCrossed,
  zap: Zap,
};

export function ProgressIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Award;
  return <Icon aria-hidden="true" className={className} />;
}
