/** The layout check at 390 px (support/layout.ts says what it checks). */
import { describeEveryRouteAt, describeOpenedStatesAt, useLayoutStack } from './support/layout';

useLayoutStack();
describeEveryRouteAt(390);
describeOpenedStatesAt(390);
