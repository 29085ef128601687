/** Progress messages (spec-2 §4 and §8), in one place for the server's events and the web's toasts. */
export const progressMessages = {
  levelUp: (level: number) => `Level Up! You are now level ${level}!`,
  badgeUnlocked: (name: string) => `Badge Unlocked: ${name}!`,
  achievementUnlocked: (name: string) => `Achievement Unlocked: ${name}`,
  challengeCompleted: (name: string, xp: number) => `Challenge Completed: ${name} (+${xp} XP)`,
  xpEarned: (xp: number, label: string) => `+${xp} XP: ${label}`,
  newChallenges: 'New daily challenges are available!',
  challengeNotFound: 'Challenge not found',
  challengeNotMet: 'This challenge is not complete yet.',
  saveFailed: 'Failed to save your progress. Your data is saved locally.',
  loadFailed: {
    achievements: 'Failed to load achievements',
    myAchievements: 'Failed to load your achievements',
    badges: 'Failed to load badges',
    myBadges: 'Failed to load your badges',
    challenges: 'Failed to load daily challenges',
    myChallenges: 'Failed to load your daily challenges',
  },
  updateAchievementFailed: 'Failed to update achievement progress',
  completeChallengeFailed: 'Failed to complete challenge',
  assignChallengesFailed: 'Failed to assign daily challenges',
} as const;
