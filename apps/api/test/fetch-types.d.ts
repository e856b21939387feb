// The SDK's client (`@vlegal/api-client/sdk`) names the Fetch API's `BodyInit`, which only the DOM
// library declares globally; Node's own Fetch API takes the same bodies.
type BodyInit = NonNullable<ConstructorParameters<typeof Response>[0]>;
