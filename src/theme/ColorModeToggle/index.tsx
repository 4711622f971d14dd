import React, { type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type { Props } from '@theme/ColorModeToggle';

// Docusaurus 3.10 cycles system -> light -> dark, so on a first visit with a light system the
// first click stores "light" and nothing on screen changes. Every click here flips the mode on
// screen and saves it; with nothing saved, Docusaurus keeps following the system preference.
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const { colorMode } = useColorMode();
  return <ColorModeToggle {...props} value={colorMode} respectPrefersColorScheme={false} />;
}
