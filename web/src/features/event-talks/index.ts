export { VisitorTalksPage } from './components/visitor-talks-page';
export { ExhibitorTalkSlots } from './components/exhibitor-talk-slots';
export { TalkBookings } from './components/talk-bookings';
