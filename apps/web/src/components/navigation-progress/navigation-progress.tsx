import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * A thin bar over the top edge while the next page's code loads: the current screen stays put until the new one
 * is ready, so nothing shifts, and this says the click was heard.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading the page" />;
}
