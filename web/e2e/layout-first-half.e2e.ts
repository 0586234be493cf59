/** The first half of the routes at every width (support/layout.ts says what it checks). */
import { describeEveryRoute, describeOpenedStatesAt, useLayoutStack } from './support/layout';

useLayoutStack();
describeEveryRoute(0, 2);
describeOpenedStatesAt(360);
