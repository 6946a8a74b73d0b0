import path from 'node:path'
import ts from 'typescript'
import { repoRoot, webAppFolder, webRoutesFolder } from './paths.js'

export interface RoutePath {
  path: string
  /** Route modules of the parent (layout) routes, loaded whenever this route is. */
  layouts: string[]
  /** A layout route (it has child routes): not a page of its own, so no page budget. */
  isLayout: boolean
}

/**
 * Which URL each route module (apps/web/src/app/routes/<name>.tsx) serves, read from the
 * router's source with the TypeScript compiler rather than by regex: routes nest
 * (`children`), paths may be constants (`paths.shop`, resolved through their literal types),
 * and both route objects and `<Route>` elements are handled. The benchmark uses it to label
 * the bundle table and to know which rows carry the `/` and `/shop` budget. Modules it cannot
 * place (error elements, a router it cannot read) are simply absent from the map.
 */
export function findRoutePaths(): Map<string, RoutePath> {
  try {
    const program = createWebProgram()
    return routePathsIn(program, (file) => {
      const absolute = path.resolve(file)
      return (
        absolute.startsWith(webAppFolder + path.sep) &&
        !absolute.startsWith(webRoutesFolder + path.sep)
      )
    })
  } catch (error) {
    console.error('[bench] could not read the router; route rows are labelled by file name:', error)
    return new Map()
  }
}

/** The route modules that the composing files (`isComposer`) of a program place at a path. */
export function routePathsIn(
  program: ts.Program,
  isComposer: (fileName: string) => boolean,
): Map<string, RoutePath> {
  const found = new Map<string, RoutePath>()
  const checker = program.getTypeChecker()
  for (const sourceFile of program.getSourceFiles()) {
    if (!isComposer(sourceFile.fileName)) continue
    const modulesByName = routeModuleBindings(sourceFile)
    visitRoutes(
      sourceFile,
      '',
      [],
      (route) => {
        const layouts = referencedModules(route.ancestors, modulesByName)
        for (const moduleName of referencedModules(route.targets, modulesByName)) {
          if (found.has(moduleName)) continue
          found.set(moduleName, {
            path: route.path,
            layouts: layouts.filter((name) => name !== moduleName),
            isLayout: route.isLayout,
          })
        }
      },
      checker,
    )
  }
  return found
}

function createWebProgram(): ts.Program {
  const configFile = path.join(repoRoot, 'apps', 'web', 'tsconfig.json')
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!parsed) throw new Error(`Cannot read ${configFile}`)
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true },
  })
}

/** `./routes/shop`, `./routes/shop.tsx`, `../app/routes/shop` → `shop`. */
function routeModuleName(specifier: string): string | undefined {
  const match = /(?:^|\/)routes\/([\w.-]+?)(?:\.[jt]sx?)?$/.exec(specifier)
  return match?.[1]
}

/** Local names bound to route modules: `import { Home } from './routes/home'` and `const Home = lazy(() => import('./routes/home'))`. */
function routeModuleBindings(sourceFile: ts.SourceFile): Map<string, string> {
  const bindings = new Map<string, string>()
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const moduleName = routeModuleName(statement.moduleSpecifier.text)
      const clause = statement.importClause
      if (!moduleName || !clause) continue
      if (clause.name) bindings.set(clause.name.text, moduleName)
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements)
          bindings.set(element.name.text, moduleName)
      }
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue
        const [moduleName] = dynamicImportsIn(declaration.initializer)
        if (moduleName) bindings.set(declaration.name.text, moduleName)
      }
    }
  }
  return bindings
}

function dynamicImportsIn(node: ts.Node): string[] {
  const names: string[] = []
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      const name = routeModuleName(child.arguments[0].text)
      if (name) names.push(name)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return names
}

/** Route modules named inside a route's own `lazy`/`element`/`Component` (never its children). */
function referencedModules(nodes: readonly ts.Node[], bindings: Map<string, string>): string[] {
  const names = new Set<string>()
  for (const node of nodes) {
    for (const name of dynamicImportsIn(node)) names.add(name)
    const visit = (child: ts.Node) => {
      if (ts.isIdentifier(child)) {
        const moduleName = bindings.get(child.text)
        if (moduleName) names.add(moduleName)
      }
      ts.forEachChild(child, visit)
    }
    visit(node)
  }
  return [...names]
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return normalise(child)
  return normalise(`${parent}/${child}`)
}

function normalise(routePath: string): string {
  const joined = `/${routePath}`.replace(/\/+/g, '/')
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined
}

function stringValue(expression: ts.Expression, checker: ts.TypeChecker): string | undefined {
  if (ts.isStringLiteralLike(expression)) return expression.text
  // `paths.shop` and friends: a constant declared `as const` has a string literal type.
  const type = checker.getTypeAtLocation(expression)
  return type.isStringLiteral() ? type.value : undefined
}

type RouteVisitor = (route: {
  path: string
  targets: ts.Node[]
  ancestors: ts.Node[]
  isLayout: boolean
}) => void

const ROUTE_TARGET_KEYS = new Set(['lazy', 'element', 'Component', 'component'])

/**
 * Walks route objects (`{ path, lazy, children }`) and `<Route path element>` elements, nesting
 * paths and remembering the parents' targets: visiting a child route loads its layouts too.
 */
function visitRoutes(
  node: ts.Node,
  prefix: string,
  ancestors: ts.Node[],
  onRoute: RouteVisitor,
  checker: ts.TypeChecker,
): void {
  if (ts.isObjectLiteralExpression(node)) {
    let ownPath: string | undefined
    let isIndex = false
    let hasChildren = false
    const targets: ts.Node[] = []
    const nested: ts.Node[] = []
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isMethodDeclaration(property)) continue
      const key = property.name.getText()
      if (ts.isPropertyAssignment(property) && key === 'path')
        ownPath = stringValue(property.initializer, checker)
      else if (ts.isPropertyAssignment(property) && key === 'index')
        isIndex = property.initializer.kind === ts.SyntaxKind.TrueKeyword
      else if (ROUTE_TARGET_KEYS.has(key)) targets.push(property)
      else {
        if (key === 'children') hasChildren = true
        nested.push(property)
      }
    }
    // A pathless layout route has neither path nor index, only a target and children.
    if (ownPath !== undefined || isIndex || (hasChildren && targets.length > 0)) {
      const fullPath = ownPath === undefined ? normalise(prefix) : joinPaths(prefix, ownPath)
      if (targets.length > 0) onRoute({ path: fullPath, targets, ancestors, isLayout: hasChildren })
      for (const child of nested)
        visitRoutes(child, fullPath, [...ancestors, ...targets], onRoute, checker)
      return
    }
  }
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
    const opening = ts.isJsxElement(node) ? node.openingElement : node
    if (opening.tagName.getText() === 'Route') {
      let ownPath: string | undefined
      const targets: ts.Node[] = []
      for (const attribute of opening.attributes.properties) {
        if (!ts.isJsxAttribute(attribute)) continue
        const key = attribute.name.getText()
        const value = attribute.initializer
        if (key === 'path' && value) {
          if (ts.isStringLiteral(value)) ownPath = value.text
          else if (ts.isJsxExpression(value) && value.expression)
            ownPath = stringValue(value.expression, checker)
        } else if (ROUTE_TARGET_KEYS.has(key) && value) targets.push(value)
      }
      const fullPath = ownPath === undefined ? normalise(prefix) : joinPaths(prefix, ownPath)
      const routeChildren = ts.isJsxElement(node) ? node.children : undefined
      const isLayout =
        routeChildren?.some(
          (child) => ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child),
        ) ?? false
      if (targets.length > 0) onRoute({ path: fullPath, targets, ancestors, isLayout })
      if (routeChildren) {
        for (const child of routeChildren)
          visitRoutes(child, fullPath, [...ancestors, ...targets], onRoute, checker)
      }
      return
    }
  }
  ts.forEachChild(node, (child) => {
    visitRoutes(child, prefix, ancestors, onRoute, checker)
  })
}
