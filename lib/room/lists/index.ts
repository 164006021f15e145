import 'server-only';
// Every list the room shows. A new list (Frivillige, Tilmeldinger) is one module beside these, added here.
import { newsletterList } from './newsletter';
import type { RoomList } from './types';

export const roomLists: readonly RoomList[] = [newsletterList];

export const findRoomList = (slug: string) => roomLists.find((list) => list.slug === slug);
