/**
 * The spec's error and notice catalogue, kept in one place so the server and the web say the same words.
 * Spec-1 §8 and spec-2; messages we add ourselves are marked as ours.
 */
import { MAX_SERVINGS } from './recipe-options.js';

export const messages = {
  // spec-1 §8 — recipes
  createSignedOut: 'User must be authenticated to create a recipe',
  userIdRequired: 'User ID is required for non-community recipes',
  profileNotFound: 'Profile not found. Please try logging out and back in.',
  deleteNotOwner: 'Not authorized to delete this recipe',
  notAuthenticated: 'Not authenticated',
  requestTimedOut: 'Request timed out',
  pageNotFound: 'Page Not Found',
  // spec-2 §2 — admin screen
  mustBeLoggedIn: 'You must be logged in to access this page',
  needAdmin: 'You need administrator privileges to access this page',
  // ours — platform
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found',
  validationFailed: 'Some fields need attention.',
  internal: 'Something went wrong on our side. Please try again.',
  upstreamFailed: 'An outside service did not answer. Please try again.',
  bodyTooLarge: 'Request body is too large',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  usernameFormat: 'Use 3 to 30 letters, digits or underscores',
  passwordLength: 'Password must be at least 8 characters',
  emailInvalid: 'Please enter a valid email address',
  timeZoneInvalid: 'Unknown time zone',
  displayNameLength: 'Display name must be 1 to 60 characters',
  profileSaved: 'Profile saved.',
  signedOut: 'You have been signed out.',
  welcome: 'Welcome back!',
  welcomeNew: 'Welcome to Mise!',
  signInForMore: 'Sign in for more features',
} as const;

export type MessageKey = keyof typeof messages;

/** The recipe screens' messages (spec-1 §8), in a zod-free module for the pages that only show them. */
export const recipeMessages = {
  titleRequired: 'Title is required',
  nameRequired: 'Ingredient name is required',
  instructionRequired: 'Instruction is required',
  prepTimeMin: 'Prep time must be 0 or more',
  cookTimeMin: 'Cook time must be 0 or more',
  servingsMin: 'Servings must be at least 1',
  /** Ours: the servings scaler on the recipe page (issue 10). */
  servingsRange: `Servings must be a whole number from 1 to ${MAX_SERVINGS}`,
  costMin: 'Cost must be 0 or more',
  costStep: 'Cost must be in steps of 0.01',
  timeRequiredWhole: 'Time must be a whole number of minutes, 0 or more',
  nutritionMin: 'Must be 0 or more',
  dailyValueRange: 'Must be between 0 and 100',
  notFound: 'Recipe not found',
  noRecipeId: 'No recipe ID provided',
  fetchFailed: 'Failed to fetch recipe',
  updateFailed: 'Failed to update recipe. Please try again.',
  updateNotOwner: 'Not authorized to update this recipe',
  /** Ours (issue 16 §4): the page an imported recipe came from. */
  sourceUrlInvalid: 'The source must be a web address starting with http:// or https://',
  notFoundOrNoPermission:
    'This recipe may not exist, or you may not have permission to view or edit it.',
} as const;

/** How a recipe's nutrition is described on its page and in its editor (issue 10 §3). */
export const nutritionStatus = {
  perServing: 'Per serving',
  estimated: 'estimated automatically',
  outdated: 'Ingredients changed since these values were entered.',
  recalculate: 'Recalculate',
} as const;
