import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types'

// No custom formatters yet; typesafe-i18n calls this once per locale.
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => {
	const formatters: Formatters = {}
	return formatters
}
