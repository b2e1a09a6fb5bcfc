// The app's frame: the language switch (the navigation's own words are added with their views).
import { defineArea } from '../define.js';

export default defineArea(
  {
    language: 'Language',
    languages: { en: 'English', it: 'Italiano', nl: 'Nederlands' },
  },
  {
    it: {
      language: 'Lingua',
      languages: { en: 'English', it: 'Italiano', nl: 'Nederlands' },
    },
    nl: {
      language: 'Taal',
      languages: { en: 'English', it: 'Italiano', nl: 'Nederlands' },
    },
  },
);
