/** The layout check at 1280 px, a laptop (support/layout.ts says what it checks). */
import { describeEveryRouteAt, useLayoutStack } from './support/layout';

useLayoutStack();
describeEveryRouteAt(1280);
