import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { dataPaths, designPath, occasionPath, paths } from "./lib/paths";

const segment = (path: string) => path.replace(/^\//, "");

// Each page of lib/paths.ts is the route module of its name: `thankYou` is routes/thank-you.tsx.
const pages = Object.entries(paths).map(([name, path]) => {
  const file = `routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
  return path === "/" ? index(file) : route(segment(path), file);
});

export default [
  ...pages,
  route(segment(dataPaths.collectionPhotos), "routes/collection-photos.ts"),
  route(segment(dataPaths.collectionDesigns), "routes/collection-designs.ts"),
  route(segment(dataPaths.designIndex), "routes/collection-index.ts"),
  route(segment(designPath(":slug")), "routes/design.tsx"),
  route(segment(occasionPath(":occasion")), "routes/occasion.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
