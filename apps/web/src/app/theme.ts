import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  codeRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  cssVarsPrefix,
  cssVarsRoot,
} from '@chakra-ui/react/theme';

// Bundle budget (issue 6: the landing page ships at most 150 KB of JavaScript, gzipped): Chakra's
// `defaultConfig` carries the style recipe of every component it has, ~80 KB gzipped we never use.
// The system is built from `defaultBaseConfig` (utilities, conditions) plus Chakra's own tokens
// and ONLY the recipes of the components the app renders. A Chakra component whose recipe is not
// listed below renders unstyled: when you use a new one (Table, Tooltip, Dialog, ...), add its
// `xxxRecipe` / `xxxSlotRecipe` import here and to `recipes` / `slotRecipes`.
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe, // also IconButton, CloseButton
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe, // InputGroup
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe, // also SkeletonText
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

// Chakra's default theme without the recipes of components the app does not use.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// docs/product.md §1 "Look": one brand colour (deep teal) and a warm accent (amber), defined once here as
// semantic tokens; components use the tokens, never raw colours.
const palette = (shades: Record<number, string>) =>
  Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }]));

// A colour palette in Chakra's shape (solid, contrast, fg, muted, subtle, emphasized, focusRing),
// so `colorPalette="brand"` works on every component.
const paletteTokens = (name: string, dark: { solid: string; contrast: string }) => ({
  solid: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.${dark.solid}}` } },
  contrast: { value: { _light: '{colors.white}', _dark: `{colors.${name}.${dark.contrast}}` } },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  subtle: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  emphasized: { value: { _light: `{colors.${name}.300}`, _dark: `{colors.${name}.700}` } },
  focusRing: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
});

// docs/product.md §2/§9 rank colours: 1-3 green, 4-10 yellow, above 10 red. DEFAULT is the fill (dots,
// bars), `fg` the readable text colour, `subtle` a badge background.
const rankTokens = (hue: 'green' | 'yellow' | 'red') => ({
  DEFAULT: { value: { _light: `{colors.${hue}.500}`, _dark: `{colors.${hue}.400}` } },
  fg: { value: { _light: `{colors.${hue}.700}`, _dark: `{colors.${hue}.300}` } },
  subtle: { value: { _light: `{colors.${hue}.100}`, _dark: `{colors.${hue}.900}` } },
});

const fontStack = `'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: palette({
          50: '#e8f5f3',
          100: '#c5e6e1',
          200: '#9bd3cb',
          300: '#66b9af',
          400: '#3a9d93',
          500: '#1d8278',
          600: '#136b63',
          700: '#0f5852',
          800: '#0d4742',
          900: '#0a3834',
          950: '#052220',
        }),
        amber: palette({
          50: '#fff8eb',
          100: '#feecc7',
          200: '#fdd889',
          300: '#fcbf4b',
          400: '#fba723',
          500: '#f5870b',
          600: '#d96306',
          700: '#b44309',
          800: '#92340e',
          900: '#782b0f',
          950: '#451403',
        }),
        // Google's brand colours, only for its "G" on the sign-in buttons (Google's brand rules).
        google: {
          blue: { value: '#4285f4' },
          green: { value: '#34a853' },
          yellow: { value: '#fbbc05' },
          red: { value: '#ea4335' },
        },
      },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's light-mode status text colours are below WCAG AA on white; one step darker.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        brand: paletteTokens('brand', { solid: '300', contrast: '950' }),
        accent: {
          ...paletteTokens('amber', { solid: '400', contrast: '950' }),
          // Amber is light: its fill takes dark text in both modes.
          solid: { value: { _light: '{colors.amber.400}', _dark: '{colors.amber.400}' } },
          contrast: { value: { _light: '{colors.amber.950}', _dark: '{colors.amber.950}' } },
        },
        rank: {
          top3: rankTokens('green'),
          top10: rankTokens('yellow'),
          low: rankTokens('red'),
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
