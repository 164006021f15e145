// lucide-react dropped brand logos, so the three profile icons are drawn here (simple glyphs, decorative).
type IconProps = { className?: string };

export function FacebookIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z" />
    </svg>
  );
}

export function InstagramIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function LinkedinIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <path d="M4.5 8.5h3V20h-3V8.5ZM6 3.8a1.8 1.8 0 1 1 0 3.5 1.8 1.8 0 0 1 0-3.5ZM10 8.5h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.2 0 3.9 2.1 3.9 4.9V20h-3v-6.1c0-1.4 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V20H10V8.5Z" />
    </svg>
  );
}
