/** Leave the app for another site (a sign-in provider). Its own module so tests can replace it. */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
