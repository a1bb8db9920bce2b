import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The web app's source file of a screen, as the build's manifest names it. */
export type Screen = 'src/routes/home.tsx' | 'src/routes/profile.tsx' | 'src/routes/post.tsx';

/**
 * The scripts of a screen's own code (a lazily loaded route of the web app), read from the build's
 * manifest, so a page can have the browser fetch them beside the main script instead of after it runs.
 * Scripts the page loads anyway are left out; an app built without a manifest gets none.
 */
export function screenScripts(webDistDir: string): (screen: Screen) => readonly string[] {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (key: string, found = new Set<string>()): Set<string> => {
    if (found.has(key) || !manifest[key]) return found;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, found);
    return found;
  };
  const loadedByPage = withImports('index.html');
  // The manifest is the build's: each screen's list is worked out once, at its first page.
  const lists = new Map<Screen, readonly string[]>();
  return (screen) => {
    let list = lists.get(screen);
    if (list === undefined) {
      list = [...withImports(screen)].filter((key) => !loadedByPage.has(key)).map((key) => `/${manifest[key]?.file}`);
      lists.set(screen, list);
    }
    return list;
  };
}
