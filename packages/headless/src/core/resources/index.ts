// Resources page rules (spec 001 §3, §5, §9): filter, order, validators and the saved answers.
export {
  RESOURCE_BUTTON_NAME_MAX, RESOURCE_CATEGORY_NAME_MAX, RESOURCE_LINK_TYPES, advertisementTileSchema, flattenCategories, matchesResourceFilter,
  newResourceCategory, resourceAddressOf, resourceCategorySchema, resourceLinkSchema, resourceNameOf, resourceNames, resourceSections,
  sortAdvertisementTiles, sortResourceLinks, validateAdvertisementTile, validateResourceCategory, validateResourceLink, withSavedCategory, withSavedLink,
} from './resources';
export type { AdvertisementTile, ResourceCategory, ResourceFilter, ResourceLink, ResourceLinkType, ResourceSection, ResourcesPage } from './resources';
