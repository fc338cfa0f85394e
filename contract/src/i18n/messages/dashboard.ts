import { defineMessages } from '../define-messages.js';

// Texts a page the API renders and the screen that takes it over both show (docs/adr/0029).
export const dashboardTexts = defineMessages({});
