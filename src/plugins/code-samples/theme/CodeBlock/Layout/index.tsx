import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import OpenInPlayground from '@theme/OpenInPlayground';
import type { Props } from '@theme/CodeBlock/Layout';
import stock from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import styles from './styles.module.css';

// Docusaurus's code block layout (theme-classic 3.10.2 CodeBlock/Layout/index.tsx) with the copy
// and word-wrap buttons moved off the code. Docusaurus lays them over the top right corner of the
// code, where they hid the end of a long first line, and shows them only while the pointer is on
// the block, which a reader reading the types of a sample always is, and never on a touch
// screen. Here they sit in the title bar of a block that has one, and in a strip of their own
// above the first line of a block that has none, always shown.
export default function CodeBlockLayout({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const { title } = metadata;
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      {title && (
        <div className={clsx(stock.codeBlockTitle, styles.titleBar)}>
          <span className={styles.title}>
            <Title>{title}</Title>
          </span>
          <div className={styles.titleActions}>
            <OpenInPlayground />
            <Buttons className={clsx(styles.buttons, styles.buttonsInTitle)} />
          </div>
        </div>
      )}
      <div className={stock.codeBlockContent}>
        <Content className={title ? undefined : styles.codeBelowButtons} />
        {!title && (
          <div className={styles.actionsAboveCode}>
            <OpenInPlayground />
            <Buttons className={clsx(styles.buttons, styles.buttonsAboveCode)} />
          </div>
        )}
      </div>
    </Container>
  );
}
