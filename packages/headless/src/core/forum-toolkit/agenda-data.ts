// The static data files of the forum toolkit (spec 001 §7: "Forum meetings and sample agendas are
// read from static data files"): shipped with the app, no call.
import type { ForumMeeting, SampleAgenda } from './meetings';

/** The sample agendas of the toolkit. */
export const SAMPLE_AGENDAS: readonly SampleAgenda[] = [
  {
    id: 'monthly-meeting',
    name: 'Monthly Forum Meeting',
    items: [
      { title: 'Arrival and confidentiality reminder', minutes: 10 },
      { title: 'Updates: each member shares the top five percent', minutes: 60 },
      { title: 'Parking lot: choose the presentations', minutes: 15 },
      { title: 'Presentation and forum exploration', minutes: 75 },
      { title: 'Meeting evaluation', minutes: 15 },
    ],
  },
  {
    id: 'short-meeting',
    name: 'Two-Hour Forum Meeting',
    items: [
      { title: 'Opening exercise', minutes: 15 },
      { title: 'Updates in one minute each', minutes: 30 },
      { title: 'One presentation', minutes: 60 },
      { title: 'Closing and evaluation', minutes: 15 },
    ],
  },
  {
    id: 'retreat-day',
    name: 'Forum Retreat Day',
    items: [
      { title: 'Opening exercise', minutes: 30 },
      { title: 'Deep updates', minutes: 90 },
      { title: 'Retreat exercise', minutes: 120 },
      { title: 'Goals for the year ahead', minutes: 60 },
      { title: 'Retreat evaluation', minutes: 30 },
    ],
  },
];

/** The kinds of forum meeting the toolkit describes. */
export const FORUM_MEETINGS: readonly ForumMeeting[] = [
  {
    id: 'monthly',
    name: 'Monthly meeting',
    description: 'The forum meets once a month for about three hours, under the forum protocols and confidentiality.',
    agendaId: 'monthly-meeting',
  },
  {
    id: 'retreat',
    name: 'Annual retreat',
    description: 'Once a year the forum spends one or more days away together to go deeper and set its goals.',
    agendaId: 'retreat-day',
  },
  {
    id: 'moderator-meeting',
    name: 'Moderator and forum officers meeting',
    description: 'The moderator and the forum officers prepare the next meetings and the retreat.',
    agendaId: 'short-meeting',
  },
];
