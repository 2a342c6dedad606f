/** Where the tiles and to-dos of a member's home lead: their own screens and the member screens of the areas. */
export const MY_PATHS = {
  dues: '/my/dues',
  meetings: '/my/meetings',
  record: '/my/record',
  study: '/my/study',
  exams: '/my/exams',
  votes: '/my/votes',
  announcements: '/my/announcements',
  points: '/my/points',
  appraisal: '/my/appraisal',
} as const;
