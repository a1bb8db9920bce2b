import {
  Film as LucideFilm,
  House as LucideHouse,
  MessageCircle as LucideMessageCircle,
  Plus as LucidePlus,
} from 'lucide-react';
import { staticIcon } from '../components/static-icon';

/** The icons of the places both the header and the bottom bar lead to, defined once for both. */
export const Film = staticIcon(LucideFilm);
export const House = staticIcon(LucideHouse);
export const MessageCircle = staticIcon(LucideMessageCircle);
export const Plus = staticIcon(LucidePlus);
