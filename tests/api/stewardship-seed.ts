// Rows with chosen timestamps, for the stewardship tests' retention boundaries and deletion checks.
import type { Database } from '@/db/client';
import {
  analyticsDaily,
  messages,
  newsletterSubscribers,
  pollVotes,
  rateLimits,
} from '@/db/schema';
import type { MessageCategory } from '@/lib/validation/contact';

export async function addMessage(
  db: Database,
  email: string,
  createdAt = new Date(),
  category: MessageCategory = 'idé',
  message = 'Flere cykelstier ved skolen, tak.',
) {
  const [row] = await db
    .insert(messages)
    .values({
      name: 'Anna Hansen',
      email,
      category,
      message,
      consent: true,
      consentVersion: 'kontakt-2025-01',
      createdAt,
      consentedAt: createdAt,
    })
    .returning({ id: messages.id });
  return row!.id;
}

export async function addSubscriber(db: Database, email: string, createdAt = new Date()) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      consent: true,
      consentVersion: 'nyhedsbrev-2025-01',
      createdAt,
      consentedAt: createdAt,
      // A stored reader (issue 45: confirmed from the mail).
      confirmedAt: createdAt,
    })
    .returning({ id: newsletterSubscribers.id });
  return row!.id;
}

export async function addRateLimit(db: Database, windowStart: Date, clientKey = 'a'.repeat(64)) {
  await db.insert(rateLimits).values({ bucket: 'contact', clientKey, windowStart, hits: 3 });
}

export async function addAnalytics(db: Database, day: string, name = '/politik', count = 5) {
  await db.insert(analyticsDaily).values({ day, kind: 'pageview', name, count });
}

export async function addVote(db: Database, createdAt: Date) {
  await db.insert(pollVotes).values({ pollId: 'ai_welfare_2025', optionId: 'option1', createdAt });
}
