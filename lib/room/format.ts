// Times in the room, in Danish and Copenhagen time, e.g. "25. nov. 2026 kl. 05.12".
const danishTime = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const formatRoomTime = (at: Date) => danishTime.format(at);
