import type { Translation } from '../i18n-types';

const he_IL = {
  header: {
    home: 'דף הבית של {site}',
    signIn: 'כניסה',
    yourAccount: 'החשבון שלך',
    signedInAs: 'מחובר/ת בתור {name}',
    watchlist: 'רשימת צפייה',
    watchlistCount: 'רשימת צפייה, {count} {{כותר|כותרים}}',
  },
  search: {
    placeholder: 'חיפוש ב-{site}',
  },
  footer: {
    copyright: '© 1990-{year} מאת {site}',
    button_openInApp: 'פתיחה באפליקציה',
    button_sign_in: 'כניסה לגישה נוספת',
    social_links_title: 'עקבו אחרי {site} ברשתות החברתיות',
    social_link_tiktok: 'TikTok',
    social_link_instagram: 'Instagram',
    social_link_twitter: 'Twitter',
    social_link_youtube: 'YouTube',
    social_link_facebook: 'Facebook',
    get_app_title: 'הורידו את האפליקציה',
    get_app_desc: 'עבור Android ו-iOS',
    firstRow_link_app: 'הורידו את האפליקציה',
    firstRow_link_desktop: 'מעבר לאתר המלא',
    firstRow_link_help: 'עזרה',
    firstRow_link_siteIndex: 'מפת האתר',
    firstRow_link_pro: 'Pro',
    firstRow_link_boxOffice: 'הכנסות קופות',
    firstRow_link_licenseData: 'רישוי נתונים',
    secondRow_link_pressRoom: 'חדר העיתונות',
    secondRow_link_advertising: 'פרסום',
    secondRow_link_jobs: 'משרות',
    secondRow_link_conditions: 'תנאי שימוש',
    secondRow_link_privacy: 'מדיניות פרטיות',
    secondRow_link_adsPrivacyChoices: 'אפשרויות הפרטיות שלך בפרסומות',
    link_newTab: '(נפתח בכרטיסייה חדשה)',
  },
} satisfies Translation;

export default he_IL;
