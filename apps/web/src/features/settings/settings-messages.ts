// docs/product.md §8 "Settings", "Export", "Sessions", "Delete": the messages, word for word.
export const SETTINGS_MESSAGES = {
  profileSaved: 'Profile updated successfully!',
  profileFailed: 'Failed to save profile. Please try again.',
  businessSaved: 'Business information updated successfully!',
  businessFailed: 'Failed to save business information. Please try again.',
  actionFailed: 'Action failed',
  passwordChanged: 'Password changed successfully!',
  signOutOthersConfirm: 'Would you like to sign out of all other devices?',
  signOutOthersDone: 'All other sessions have been terminated successfully!',
  exportDone: 'Your data has been exported successfully!',
  exportFailed: 'Failed to export data. Please try again.',
} as const;
