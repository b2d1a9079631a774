import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import CloseButton from '@theme/AnnouncementBar/CloseButton';
import Content from '@theme/AnnouncementBar/Content';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * The announcement bar above the navbar (content in src/config/announcement.ts). The theme's bar
 * is a second `banner` landmark beside the navbar's header; this one is a named region, so a
 * screen reader lists one banner and an "Announcement".
 */
export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive || announcementBar === undefined) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.bar)}
      style={{backgroundColor, color: textColor}}
      aria-label="Announcement"
    >
      {isCloseable && <div className={styles.side} />}
      <Content className={styles.content} />
      {isCloseable && <CloseButton onClick={close} className={clsx(styles.side, styles.close)} />}
    </section>
  );
}
