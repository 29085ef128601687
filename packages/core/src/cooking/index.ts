// Cooking mode rules (issue 11): timers found in a step's text and their countdown display.
export * from './timers.js';
