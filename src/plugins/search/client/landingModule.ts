// The search plugin's client module: after each route change, the page a search result
// opened marks the searched words and takes focus at its section (landing.ts).
import type { ClientModule } from '@docusaurus/types';
import { landOnResult } from './landing';

const landingModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    // After Docusaurus has scrolled to the section: the marks and the focus do not move it.
    window.requestAnimationFrame(() => landOnResult(location));
  },
};

export default landingModule;
