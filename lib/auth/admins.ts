// Who may enter the room: the addresses in ADMIN_EMAILS, compared lower-case. Nobody when it is unset.
import { env } from '@/lib/env';

const adminEmails = (): readonly string[] => env.ADMIN_EMAILS ?? [];

export const isAdminEmail = (email: string | null | undefined): boolean =>
  !!email && adminEmails().includes(email.trim().toLowerCase());
