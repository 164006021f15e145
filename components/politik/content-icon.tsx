import {
  Accessibility,
  Baby,
  Bike,
  BookOpen,
  Bot,
  Briefcase,
  Building2,
  Bus,
  Calendar,
  ChartLine,
  Clock,
  Cpu,
  Database,
  Eye,
  GraduationCap,
  Handshake,
  Heart,
  HeartPulse,
  House,
  Landmark,
  Leaf,
  Lightbulb,
  Lock,
  MessageCircle,
  PiggyBank,
  Recycle,
  Scale,
  ShieldCheck,
  Smartphone,
  Sparkles,
  TrainFront,
  Trees,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import type { IconName } from '@/lib/content/icons';

// Typed as a full Record so adding a name to lib/content/icons.ts without an icon here fails the type check.
const icons: Record<IconName, LucideIcon> = {
  accessibility: Accessibility,
  baby: Baby,
  bike: Bike,
  book: BookOpen,
  bot: Bot,
  briefcase: Briefcase,
  building: Building2,
  bus: Bus,
  calendar: Calendar,
  chart: ChartLine,
  clock: Clock,
  cpu: Cpu,
  database: Database,
  eye: Eye,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  heart: Heart,
  'heart-pulse': HeartPulse,
  house: House,
  landmark: Landmark,
  leaf: Leaf,
  lightbulb: Lightbulb,
  lock: Lock,
  'message-circle': MessageCircle,
  'piggy-bank': PiggyBank,
  recycle: Recycle,
  scale: Scale,
  shield: ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  train: TrainFront,
  trees: Trees,
  users: Users,
  zap: Zap,
};

/** Decorative icon from the content icon set; the text next to it carries the meaning. */
export function ContentIcon({
  name,
  className = 'h-6 w-6',
}: {
  name: IconName;
  className?: string;
}) {
  const Icon = icons[name];
  return <StaticIcon icon={Icon} aria-hidden="true" focusable="false" className={className} />;
}
