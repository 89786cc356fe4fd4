import { DIRECTORY_MESSAGES, connectLabel, useConnection, useSnackbar } from '@ypo/headless';
import { Button } from 'react-aria-components';
import * as buttons from './button.css';
import * as styles from './connect-button.css';

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** The person to connect to. */
  readonly personId: string;
  /** The person's name, for the button's accessible name ('Connect Bob Lee'). */
  readonly name: string;
  /** Whether the page read that the member is connected (a directory row's or the profile's isConnected). */
  readonly isConnected: boolean;
}

/**
 * Connect or disconnect (spec 002 §3), the one button of the member directory and the profile: the
 * change shows at once and is rolled back with a message if saving fails. Directory rows and the
 * profile of one person share the state.
 */
export function ConnectButton({ personId, name, isConnected: known }: ConnectButtonProps) {
  const { isConnected, isSaving, toggle } = useConnection(personId, known);
  const { show } = useSnackbar();
  const onPress = async () => {
    const result = await toggle();
    if (result && !result.ok) show(result.error.message, 'error');
  };
  return (
    <span className={styles.connect}>
      {isConnected ? <span className={styles.mark}>{DIRECTORY_MESSAGES.connected}</span> : null}
      <Button className={isConnected ? buttons.secondaryButton : buttons.button} aria-label={connectLabel(isConnected, name)} isPending={isSaving} onPress={() => void onPress()}>
        {isConnected ? DIRECTORY_MESSAGES.disconnect : DIRECTORY_MESSAGES.connect}
      </Button>
    </span>
  );
}
