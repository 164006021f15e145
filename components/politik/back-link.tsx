import Link from '@/components/ui/link';
import { ArrowLeft } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

export function BackLink({
  href,
  label,
  className = 'btn-secondary',
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <Link href={href} className={className}>
      <StaticIcon icon={ArrowLeft} aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}
