import { i18n } from '@lingui/core';
import { messages } from '../../locales/en.po';

i18n.loadAndActivate({ locale: 'en', messages });
