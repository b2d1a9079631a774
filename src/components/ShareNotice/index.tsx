/**
 * What the checker and the set-up page say after Copy, Download or Copy link (read out as a
 * status), and the shared link in a field that selects itself, for readers whose clipboard the
 * browser did not let the page write.
 */
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export default function ShareNotice({
  notice,
  shareLink,
  label,
}: {
  readonly notice: string;
  readonly shareLink: string | undefined;
  /** Names the field: "Link to this configuration". */
  readonly label: string;
}): ReactNode {
  return (
    <>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {shareLink !== undefined && (
        <p className={styles.share}>
          <label>
            {label}{' '}
            <input
              type="text"
              readOnly
              value={shareLink}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </label>
        </p>
      )}
    </>
  );
}
