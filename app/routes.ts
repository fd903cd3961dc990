import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { dataPaths, designPath, paths } from "./lib/paths";

const segment = (path: string) => path.replace(/^\//, "");

export default [
  index("routes/home.tsx"),
  route(segment(paths.about), "routes/about.tsx"),
  route(segment(paths.contact), "routes/contact.tsx"),
  route(segment(paths.collection), "routes/collection.tsx"),
  route(segment(dataPaths.collectionPhotos), "routes/collection-photos.ts"),
  route(segment(dataPaths.collectionDesigns), "routes/collection-designs.ts"),
  route(segment(dataPaths.designIndex), "routes/collection-index.ts"),
  route(segment(designPath(":slug")), "routes/design.tsx"),
  route(segment(paths.order), "routes/order.tsx"),
  route(segment(paths.thankYou), "routes/thank-you.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
