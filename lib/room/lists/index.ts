import 'server-only';
// Every list the room shows. A new list is one module beside these, added here.
import { eventSignupsList } from './event-signups';
import { newsletterList } from './newsletter';
import { shiftsList } from './shifts';
import { volunteersList } from './volunteers';
import type { RoomList } from './types';

export const roomLists: readonly RoomList[] = [
  newsletterList,
  volunteersList,
  eventSignupsList,
  shiftsList,
];

export const findRoomList = (slug: string) => roomLists.find((list) => list.slug === slug);
