/** The day the peer calendar is fed: the same bookings the server gives our board. */
export type PeerDay = {
  date: string;
  /** "HH:mm": the first and last time shown, as on our board. */
  min: string;
  max: string;
  /** "HH:mm" the view opens scrolled to (an hour before now, as our board). */
  scrollTo: string;
  resources: { id: string; title: string }[];
  events: { id: string; title: string; status: string; start: string; end: string; resourceId: string }[];
  breaks: { id: string; title: string; start: string; end: string; resourceId: string }[];
};
