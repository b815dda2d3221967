/** The one Vite feature the web apps' code calls: `import.meta.glob` (vite/client declares it too). */
interface ImportMeta {
  glob<Module>(
    pattern: string,
    options: { query?: string; import?: string },
  ): Record<string, () => Promise<Module>>;
}
