package diag

// Catalog entries used by semantic analysis (EDG's numbers, read from
// cudafe++ 13.0's message and tag tables; wording checked with cudafe++ 11.8).
const (
	ErrMissingDeclSpecs      ID = 77   // this declaration has no storage class or type specifier
	ErrMissingTypeSpec       ID = 260  // explicit type is missing ("int" assumed)
	ErrTooManyCallArgs       ID = 140  // too many arguments in function call
	ErrTooFewCallArgs        ID = 165  // too few arguments in function call
	ErrNoMatchingFunction    ID = 304  // no instance of %n matches the argument list
	ErrNoMatchingOverload    ID = 384  // no instance of overloaded %no matches the argument list
	ErrTooFewTemplateArgs    ID = 442  // too few arguments for %nf
	ErrTooManyTemplateArgs   ID = 443  // too many arguments for %nf
	NoteArgumentTypes        ID = 739  // argument types are: (%s)
	ErrStaticAssertMsg       ID = 1574 // static assertion failed with %sq
	ErrStaticAssert          ID = 2784 // static assertion failed
	ErrHostFromHD            ID = 3468 // calling a __host__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed
	ErrHostFromDevice        ID = 3473 // calling a __host__ function(%sq1) from a __device__ function(%sq2) is not allowed
	ErrHostFromGlobal        ID = 3475 // calling a __host__ function(%sq1) from a __global__ function(%sq2) is not allowed
	ErrConstexprHostFromGlob ID = 3476 // calling a constexpr __host__ function(%sq1) from a __global__ function(%sq2) …
	ErrConstexprHostFromDev  ID = 3474 // calling a constexpr __host__ function(%sq1) from a __device__ function(%sq2) …
	ErrConstexprHostFromHD   ID = 3470 // calling a constexpr __host__ function(%sq1) from a __host__ __device__ function(%sq2) …
	ErrGlobalReturnType      ID = 3505 // a __global__ function must have a void return type
	ErrGlobalDeducedReturn   ID = 3506 // a __global__ function must not have a deduced return type
	ErrIllegalInit           ID = 3510 // initializer not allowed for %s variable %s2
	ErrGlobalMember          ID = 3688 // A __global__ function or function template cannot be a member function
	ErrUndefinedDeviceIdent  ID = 3525 // identifier %sq is undefined in device code
	ErrBadInitializerType    ID = 144  // a value of type %t1 cannot be used to initialize an entity of type %t2
	ErrIncompatibleParam     ID = 167  // argument of type %t1 is incompatible with parameter of type %t2
	ErrNonconstRefFromRvalue ID = 461  // initial value of reference to non-const must be an lvalue
	ErrBadAssignType         ID = 513  // a value of type %t1 cannot be assigned to an entity of type %t2
	ErrNoMatchingOperator    ID = 349  // no operator %sq matches these operands (note: operand types are: ...)
)
