export { AccountMenu } from './AccountMenu';
export { WatchlistButton } from './WatchlistButton';
export { coachmarkSlice, selectCoachmarkStage, type CoachmarkStage } from './coachmarkSlice';
export { addCoachmarkListeners, COACHMARK_CLOSE_DELAY, COACHMARK_FADE, COACHMARK_FLAG, COACHMARK_OPEN_DELAY } from './coachmarkListeners';
export { USER_MENU_EXPERIMENT } from './userMenuExperiment';
export { isUserMenuModel, type UserMenuModel, type UserMenuModelLink } from './userMenuModel';
export { isWatchlistButtonModel, type WatchlistButtonModel } from './watchlistButtonModel';
