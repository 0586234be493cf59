import { CLASS_LEVELS, type ClassLevel } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

const isClassLevel = (level: string): level is ClassLevel => (CLASS_LEVELS as readonly string[]).includes(level);

/** A class level as the client shows it; a level the catalogue does not know shows as stored. */
export const classLevelLabel = (level: string): string => (isClassLevel(level) ? t(`events.classLevel.${level}`) : level);
