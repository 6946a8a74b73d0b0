export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="font-serif text-4xl">Scentia</h1>
      <p>Find your signature scent.</p>
    </main>
  )
}
