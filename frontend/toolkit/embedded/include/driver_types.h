/*
 * cufe embedded CUDA headers -- runtime API types: errors, handles, device
 * properties, memory and launch descriptions.
 *
 * Enumerator values are the CUDA runtime's: programs print them and pass
 * them to a real libcudart. Structures that the runtime fills in
 * (cudaDeviceProp, cudaFuncAttributes, cudaPointerAttributes) have CUDA 12's
 * field order and size.
 */
#ifndef __CUFE_DRIVER_TYPES_H__
#define __CUFE_DRIVER_TYPES_H__
#define __DRIVER_TYPES_H__

#include "crt/host_defines.h"
#include "vector_types.h"

/* Under __CUDA_INTERNAL_COMPILATION__ (crt/host_runtime.h) the C headers'
   contents are already in the front end's output; including them again
   would declare their types twice. */
#if !defined(__CUDA_INTERNAL_COMPILATION__)
#include <limits.h>
#include <stddef.h>
#endif

#define CUDART_CB
#define cudaHostAllocDefault                0x00
#define cudaHostAllocPortable               0x01
#define cudaHostAllocMapped                 0x02
#define cudaHostAllocWriteCombined          0x04
#define cudaHostRegisterDefault             0x00
#define cudaHostRegisterPortable            0x01
#define cudaHostRegisterMapped              0x02
#define cudaHostRegisterIoMemory            0x04
#define cudaHostRegisterReadOnly            0x08
#define cudaPeerAccessDefault               0x00
#define cudaStreamDefault                   0x00
#define cudaStreamNonBlocking               0x01
#define cudaStreamLegacy                    ((cudaStream_t)0x1)
#define cudaStreamPerThread                 ((cudaStream_t)0x2)
#define cudaEventDefault                    0x00
#define cudaEventBlockingSync               0x01
#define cudaEventDisableTiming              0x02
#define cudaEventInterprocess               0x04
#define cudaEventRecordDefault              0x00
#define cudaEventRecordExternal             0x01
#define cudaEventWaitDefault                0x00
#define cudaEventWaitExternal               0x01
#define cudaDeviceScheduleAuto              0x00
#define cudaDeviceScheduleSpin              0x01
#define cudaDeviceScheduleYield             0x02
#define cudaDeviceScheduleBlockingSync      0x04
#define cudaDeviceBlockingSync              0x04
#define cudaDeviceScheduleMask              0x07
#define cudaDeviceMapHost                   0x08
#define cudaDeviceLmemResizeToMax           0x10
#define cudaArrayDefault                    0x00
#define cudaArrayLayered                    0x01
#define cudaArraySurfaceLoadStore           0x02
#define cudaArrayCubemap                    0x04
#define cudaArrayTextureGather              0x08
#define cudaMemAttachGlobal                 0x01
#define cudaMemAttachHost                   0x02
#define cudaMemAttachSingle                 0x04
#define cudaOccupancyDefault                0x00
#define cudaOccupancyDisableCachingOverride 0x01
#define cudaCpuDeviceId                     ((int)-1)
#define cudaInvalidDeviceId                 ((int)-2)

/* Every error the runtime returns, with the runtime's numbers. */
enum __device_builtin__ cudaError
{
    cudaSuccess                                   = 0,
    cudaErrorInvalidValue                         = 1,
    cudaErrorMemoryAllocation                     = 2,
    cudaErrorInitializationError                  = 3,
    cudaErrorCudartUnloading                      = 4,
    cudaErrorProfilerDisabled                     = 5,
    cudaErrorProfilerNotInitialized               = 6,
    cudaErrorProfilerAlreadyStarted               = 7,
    cudaErrorProfilerAlreadyStopped               = 8,
    cudaErrorInvalidConfiguration                 = 9,
    cudaErrorInvalidPitchValue                    = 12,
    cudaErrorInvalidSymbol                        = 13,
    cudaErrorInvalidHostPointer                   = 16,
    cudaErrorInvalidDevicePointer                 = 17,
    cudaErrorInvalidTexture                       = 18,
    cudaErrorInvalidTextureBinding                = 19,
    cudaErrorInvalidChannelDescriptor             = 20,
    cudaErrorInvalidMemcpyDirection               = 21,
    cudaErrorAddressOfConstant                    = 22,
    cudaErrorTextureFetchFailed                   = 23,
    cudaErrorTextureNotBound                      = 24,
    cudaErrorSynchronizationError                 = 25,
    cudaErrorInvalidFilterSetting                 = 26,
    cudaErrorInvalidNormSetting                   = 27,
    cudaErrorMixedDeviceExecution                 = 28,
    cudaErrorNotYetImplemented                    = 31,
    cudaErrorMemoryValueTooLarge                  = 32,
    cudaErrorStubLibrary                          = 34,
    cudaErrorInsufficientDriver                   = 35,
    cudaErrorCallRequiresNewerDriver              = 36,
    cudaErrorInvalidSurface                       = 37,
    cudaErrorDuplicateVariableName                = 43,
    cudaErrorDuplicateTextureName                 = 44,
    cudaErrorDuplicateSurfaceName                 = 45,
    cudaErrorDevicesUnavailable                   = 46,
    cudaErrorIncompatibleDriverContext            = 49,
    cudaErrorMissingConfiguration                 = 52,
    cudaErrorPriorLaunchFailure                   = 53,
    cudaErrorLaunchMaxDepthExceeded               = 65,
    cudaErrorLaunchFileScopedTex                  = 66,
    cudaErrorLaunchFileScopedSurf                 = 67,
    cudaErrorSyncDepthExceeded                    = 68,
    cudaErrorLaunchPendingCountExceeded           = 69,
    cudaErrorInvalidDeviceFunction                = 98,
    cudaErrorNoDevice                             = 100,
    cudaErrorInvalidDevice                        = 101,
    cudaErrorDeviceNotLicensed                    = 102,
    cudaErrorSoftwareValidityNotEstablished       = 103,
    cudaErrorStartupFailure                       = 127,
    cudaErrorInvalidKernelImage                   = 200,
    cudaErrorDeviceUninitialized                  = 201,
    cudaErrorMapBufferObjectFailed                = 205,
    cudaErrorUnmapBufferObjectFailed              = 206,
    cudaErrorArrayIsMapped                        = 207,
    cudaErrorAlreadyMapped                        = 208,
    cudaErrorNoKernelImageForDevice               = 209,
    cudaErrorAlreadyAcquired                      = 210,
    cudaErrorNotMapped                            = 211,
    cudaErrorNotMappedAsArray                     = 212,
    cudaErrorNotMappedAsPointer                   = 213,
    cudaErrorECCUncorrectable                     = 214,
    cudaErrorUnsupportedLimit                     = 215,
    cudaErrorDeviceAlreadyInUse                   = 216,
    cudaErrorPeerAccessUnsupported                = 217,
    cudaErrorInvalidPtx                           = 218,
    cudaErrorInvalidGraphicsContext               = 219,
    cudaErrorNvlinkUncorrectable                  = 220,
    cudaErrorJitCompilerNotFound                  = 221,
    cudaErrorUnsupportedPtxVersion                = 222,
    cudaErrorJitCompilationDisabled               = 223,
    cudaErrorUnsupportedExecAffinity              = 224,
    cudaErrorUnsupportedDevSideSync               = 225,
    cudaErrorContained                            = 226,
    cudaErrorInvalidSource                        = 300,
    cudaErrorFileNotFound                         = 301,
    cudaErrorSharedObjectSymbolNotFound           = 302,
    cudaErrorSharedObjectInitFailed               = 303,
    cudaErrorOperatingSystem                      = 304,
    cudaErrorInvalidResourceHandle                = 400,
    cudaErrorIllegalState                         = 401,
    cudaErrorLossyQuery                           = 402,
    cudaErrorSymbolNotFound                       = 500,
    cudaErrorNotReady                             = 600,
    cudaErrorIllegalAddress                       = 700,
    cudaErrorLaunchOutOfResources                 = 701,
    cudaErrorLaunchTimeout                        = 702,
    cudaErrorLaunchIncompatibleTexturing          = 703,
    cudaErrorPeerAccessAlreadyEnabled             = 704,
    cudaErrorPeerAccessNotEnabled                 = 705,
    cudaErrorSetOnActiveProcess                   = 708,
    cudaErrorContextIsDestroyed                   = 709,
    cudaErrorAssert                               = 710,
    cudaErrorTooManyPeers                         = 711,
    cudaErrorHostMemoryAlreadyRegistered          = 712,
    cudaErrorHostMemoryNotRegistered              = 713,
    cudaErrorHardwareStackError                   = 714,
    cudaErrorIllegalInstruction                   = 715,
    cudaErrorMisalignedAddress                    = 716,
    cudaErrorInvalidAddressSpace                  = 717,
    cudaErrorInvalidPc                            = 718,
    cudaErrorLaunchFailure                        = 719,
    cudaErrorCooperativeLaunchTooLarge            = 720,
    cudaErrorTensorMemoryLeak                     = 721,
    cudaErrorNotPermitted                         = 800,
    cudaErrorNotSupported                         = 801,
    cudaErrorSystemNotReady                       = 802,
    cudaErrorSystemDriverMismatch                 = 803,
    cudaErrorCompatNotSupportedOnDevice           = 804,
    cudaErrorMpsConnectionFailed                  = 805,
    cudaErrorMpsRpcFailure                        = 806,
    cudaErrorMpsServerNotReady                    = 807,
    cudaErrorMpsMaxClientsReached                 = 808,
    cudaErrorMpsMaxConnectionsReached             = 809,
    cudaErrorMpsClientTerminated                  = 810,
    cudaErrorCdpNotSupported                      = 811,
    cudaErrorCdpVersionMismatch                   = 812,
    cudaErrorStreamCaptureUnsupported             = 900,
    cudaErrorStreamCaptureInvalidated             = 901,
    cudaErrorStreamCaptureMerge                   = 902,
    cudaErrorStreamCaptureUnmatched               = 903,
    cudaErrorStreamCaptureUnjoined                = 904,
    cudaErrorStreamCaptureIsolation               = 905,
    cudaErrorStreamCaptureImplicit                = 906,
    cudaErrorCapturedEvent                        = 907,
    cudaErrorStreamCaptureWrongThread             = 908,
    cudaErrorTimeout                              = 909,
    cudaErrorGraphExecUpdateFailure               = 910,
    cudaErrorExternalDevice                       = 911,
    cudaErrorInvalidClusterSize                   = 912,
    cudaErrorFunctionNotLoaded                    = 913,
    cudaErrorInvalidResourceType                  = 914,
    cudaErrorInvalidResourceConfiguration         = 915,
    cudaErrorUnknown                              = 999,
    cudaErrorApiFailureBase                       = 10000
};
typedef __device_builtin__ enum cudaError cudaError_t;

enum __device_builtin__ cudaMemcpyKind {
    cudaMemcpyHostToHost     = 0,
    cudaMemcpyHostToDevice   = 1,
    cudaMemcpyDeviceToHost   = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault        = 4
};

enum __device_builtin__ cudaMemoryType {
    cudaMemoryTypeUnregistered = 0,
    cudaMemoryTypeHost         = 1,
    cudaMemoryTypeDevice       = 2,
    cudaMemoryTypeManaged      = 3
};

enum __device_builtin__ cudaChannelFormatKind {
    cudaChannelFormatKindSigned   = 0,
    cudaChannelFormatKindUnsigned = 1,
    cudaChannelFormatKindFloat    = 2,
    cudaChannelFormatKindNone     = 3,
    cudaChannelFormatKindNV12     = 4
};

enum __device_builtin__ cudaResourceType {
    cudaResourceTypeArray          = 0x00,
    cudaResourceTypeMipmappedArray = 0x01,
    cudaResourceTypeLinear         = 0x02,
    cudaResourceTypePitch2D        = 0x03
};

enum __device_builtin__ cudaFuncCache {
    cudaFuncCachePreferNone   = 0,
    cudaFuncCachePreferShared = 1,
    cudaFuncCachePreferL1     = 2,
    cudaFuncCachePreferEqual  = 3
};

enum __device_builtin__ cudaSharedMemConfig {
    cudaSharedMemBankSizeDefault   = 0,
    cudaSharedMemBankSizeFourByte  = 1,
    cudaSharedMemBankSizeEightByte = 2
};

enum __device_builtin__ cudaSharedCarveout {
    cudaSharedmemCarveoutDefault   = -1,
    cudaSharedmemCarveoutMaxShared = 100,
    cudaSharedmemCarveoutMaxL1     = 0
};

enum __device_builtin__ cudaComputeMode {
    cudaComputeModeDefault          = 0,
    cudaComputeModeExclusive        = 1,
    cudaComputeModeProhibited       = 2,
    cudaComputeModeExclusiveProcess = 3
};

enum __device_builtin__ cudaLimit {
    cudaLimitStackSize                    = 0x00,
    cudaLimitPrintfFifoSize               = 0x01,
    cudaLimitMallocHeapSize               = 0x02,
    cudaLimitDevRuntimeSyncDepth          = 0x03,
    cudaLimitDevRuntimePendingLaunchCount = 0x04,
    cudaLimitMaxL2FetchGranularity        = 0x05,
    cudaLimitPersistingL2CacheSize        = 0x06
};

enum __device_builtin__ cudaMemoryAdvise {
    cudaMemAdviseSetReadMostly          = 1,
    cudaMemAdviseUnsetReadMostly        = 2,
    cudaMemAdviseSetPreferredLocation   = 3,
    cudaMemAdviseUnsetPreferredLocation = 4,
    cudaMemAdviseSetAccessedBy          = 5,
    cudaMemAdviseUnsetAccessedBy        = 6
};

enum __device_builtin__ cudaFuncAttribute {
    cudaFuncAttributeMaxDynamicSharedMemorySize         = 8,
    cudaFuncAttributePreferredSharedMemoryCarveout      = 9,
    cudaFuncAttributeClusterDimMustBeSet                = 10,
    cudaFuncAttributeRequiredClusterWidth               = 11,
    cudaFuncAttributeRequiredClusterHeight              = 12,
    cudaFuncAttributeRequiredClusterDepth               = 13,
    cudaFuncAttributeNonPortableClusterSizeAllowed      = 14,
    cudaFuncAttributeClusterSchedulingPolicyPreference  = 15,
    cudaFuncAttributeMax
};

/* Attributes for cudaDeviceGetAttribute, with the runtime's numbers. */
enum __device_builtin__ cudaDeviceAttr {
    cudaDevAttrMaxThreadsPerBlock                      = 1,
    cudaDevAttrMaxBlockDimX                            = 2,
    cudaDevAttrMaxBlockDimY                            = 3,
    cudaDevAttrMaxBlockDimZ                            = 4,
    cudaDevAttrMaxGridDimX                             = 5,
    cudaDevAttrMaxGridDimY                             = 6,
    cudaDevAttrMaxGridDimZ                             = 7,
    cudaDevAttrMaxSharedMemoryPerBlock                 = 8,
    cudaDevAttrTotalConstantMemory                     = 9,
    cudaDevAttrWarpSize                                = 10,
    cudaDevAttrMaxPitch                                = 11,
    cudaDevAttrMaxRegistersPerBlock                    = 12,
    cudaDevAttrClockRate                               = 13,
    cudaDevAttrTextureAlignment                        = 14,
    cudaDevAttrGpuOverlap                              = 15,
    cudaDevAttrMultiProcessorCount                     = 16,
    cudaDevAttrKernelExecTimeout                       = 17,
    cudaDevAttrIntegrated                              = 18,
    cudaDevAttrCanMapHostMemory                        = 19,
    cudaDevAttrComputeMode                             = 20,
    cudaDevAttrMaxTexture1DWidth                       = 21,
    cudaDevAttrMaxTexture2DWidth                       = 22,
    cudaDevAttrMaxTexture2DHeight                      = 23,
    cudaDevAttrMaxTexture3DWidth                       = 24,
    cudaDevAttrMaxTexture3DHeight                      = 25,
    cudaDevAttrMaxTexture3DDepth                       = 26,
    cudaDevAttrMaxTexture2DLayeredWidth                = 27,
    cudaDevAttrMaxTexture2DLayeredHeight               = 28,
    cudaDevAttrMaxTexture2DLayeredLayers               = 29,
    cudaDevAttrSurfaceAlignment                        = 30,
    cudaDevAttrConcurrentKernels                       = 31,
    cudaDevAttrEccEnabled                              = 32,
    cudaDevAttrPciBusId                                = 33,
    cudaDevAttrPciDeviceId                             = 34,
    cudaDevAttrTccDriver                               = 35,
    cudaDevAttrMemoryClockRate                         = 36,
    cudaDevAttrGlobalMemoryBusWidth                    = 37,
    cudaDevAttrL2CacheSize                             = 38,
    cudaDevAttrMaxThreadsPerMultiProcessor             = 39,
    cudaDevAttrAsyncEngineCount                        = 40,
    cudaDevAttrUnifiedAddressing                       = 41,
    cudaDevAttrMaxTexture1DLayeredWidth                = 42,
    cudaDevAttrMaxTexture1DLayeredLayers               = 43,
    cudaDevAttrMaxTexture2DGatherWidth                 = 45,
    cudaDevAttrMaxTexture2DGatherHeight                = 46,
    cudaDevAttrMaxTexture3DWidthAlt                    = 47,
    cudaDevAttrMaxTexture3DHeightAlt                   = 48,
    cudaDevAttrMaxTexture3DDepthAlt                    = 49,
    cudaDevAttrPciDomainId                             = 50,
    cudaDevAttrTexturePitchAlignment                   = 51,
    cudaDevAttrMaxTextureCubemapWidth                  = 52,
    cudaDevAttrMaxTextureCubemapLayeredWidth           = 53,
    cudaDevAttrMaxTextureCubemapLayeredLayers          = 54,
    cudaDevAttrMaxSurface1DWidth                       = 55,
    cudaDevAttrMaxSurface2DWidth                       = 56,
    cudaDevAttrMaxSurface2DHeight                      = 57,
    cudaDevAttrMaxSurface3DWidth                       = 58,
    cudaDevAttrMaxSurface3DHeight                      = 59,
    cudaDevAttrMaxSurface3DDepth                       = 60,
    cudaDevAttrMaxSurface1DLayeredWidth                = 61,
    cudaDevAttrMaxSurface1DLayeredLayers               = 62,
    cudaDevAttrMaxSurface2DLayeredWidth                = 63,
    cudaDevAttrMaxSurface2DLayeredHeight               = 64,
    cudaDevAttrMaxSurface2DLayeredLayers               = 65,
    cudaDevAttrMaxSurfaceCubemapWidth                  = 66,
    cudaDevAttrMaxSurfaceCubemapLayeredWidth           = 67,
    cudaDevAttrMaxSurfaceCubemapLayeredLayers          = 68,
    cudaDevAttrMaxTexture1DLinearWidth                 = 69,
    cudaDevAttrMaxTexture2DLinearWidth                 = 70,
    cudaDevAttrMaxTexture2DLinearHeight                = 71,
    cudaDevAttrMaxTexture2DLinearPitch                 = 72,
    cudaDevAttrMaxTexture2DMipmappedWidth              = 73,
    cudaDevAttrMaxTexture2DMipmappedHeight             = 74,
    cudaDevAttrComputeCapabilityMajor                  = 75,
    cudaDevAttrComputeCapabilityMinor                  = 76,
    cudaDevAttrMaxTexture1DMipmappedWidth              = 77,
    cudaDevAttrStreamPrioritiesSupported               = 78,
    cudaDevAttrGlobalL1CacheSupported                  = 79,
    cudaDevAttrLocalL1CacheSupported                   = 80,
    cudaDevAttrMaxSharedMemoryPerMultiprocessor        = 81,
    cudaDevAttrMaxRegistersPerMultiprocessor           = 82,
    cudaDevAttrManagedMemory                           = 83,
    cudaDevAttrIsMultiGpuBoard                         = 84,
    cudaDevAttrMultiGpuBoardGroupID                    = 85,
    cudaDevAttrHostNativeAtomicSupported               = 86,
    cudaDevAttrSingleToDoublePrecisionPerfRatio        = 87,
    cudaDevAttrPageableMemoryAccess                    = 88,
    cudaDevAttrConcurrentManagedAccess                 = 89,
    cudaDevAttrComputePreemptionSupported              = 90,
    cudaDevAttrCanUseHostPointerForRegisteredMem       = 91,
    cudaDevAttrCooperativeLaunch                       = 95,
    cudaDevAttrCooperativeMultiDeviceLaunch            = 96,
    cudaDevAttrMaxSharedMemoryPerBlockOptin            = 97,
    cudaDevAttrCanFlushRemoteWrites                    = 98,
    cudaDevAttrHostRegisterSupported                   = 99,
    cudaDevAttrPageableMemoryAccessUsesHostPageTables  = 100,
    cudaDevAttrDirectManagedMemAccessFromHost          = 101,
    cudaDevAttrMaxBlocksPerMultiprocessor              = 106,
    cudaDevAttrMaxPersistingL2CacheSize                = 108,
    cudaDevAttrMaxAccessPolicyWindowSize               = 109,
    cudaDevAttrSparseCudaArraySupported                = 112,
    cudaDevAttrHostRegisterReadOnlySupported           = 113,
    cudaDevAttrTimelineSemaphoreInteropSupported       = 114,
    cudaDevAttrMemoryPoolsSupported                    = 115,
    cudaDevAttrGPUDirectRDMASupported                  = 116,
    cudaDevAttrGPUDirectRDMAFlushWritesOptions         = 117,
    cudaDevAttrGPUDirectRDMAWritesOrdering             = 118,
    cudaDevAttrMemoryPoolSupportedHandleTypes          = 119,
    cudaDevAttrClusterLaunch                           = 120,
    cudaDevAttrDeferredMappingCudaArraySupported       = 121,
    cudaDevAttrIpcEventSupport                         = 125,
    cudaDevAttrMemSyncDomainCount                      = 126,
    cudaDevAttrNumaConfig                              = 130,
    cudaDevAttrNumaId                                  = 131,
    cudaDevAttrMpsEnabled                              = 133,
    cudaDevAttrHostNumaId                              = 134,
    cudaDevAttrD3D12CigSupported                       = 135,
    cudaDevAttrVulkanCigSupported                      = 138,
    cudaDevAttrGpuPciDeviceId                          = 139,
    cudaDevAttrGpuPciSubsystemId                       = 140,
    cudaDevAttrHostNumaMemoryPoolsSupported            = 142,
    cudaDevAttrHostNumaMultinodeIpcSupported           = 143,
    cudaDevAttrHostMemoryPoolsSupported                = 144,
    cudaDevAttrOnlyPartialHostNativeAtomicSupported    = 147
};

/* Opaque handles. */
typedef __device_builtin__ struct CUstream_st *cudaStream_t;
typedef __device_builtin__ struct CUevent_st *cudaEvent_t;
typedef __device_builtin__ struct CUgraph_st *cudaGraph_t;
typedef __device_builtin__ struct CUgraphExec_st *cudaGraphExec_t;
typedef __device_builtin__ struct CUfunc_st *cudaFunction_t;
typedef __device_builtin__ struct CUkern_st *cudaKernel_t;
typedef __device_builtin__ struct CUmemPoolHandle_st *cudaMemPool_t;
typedef __device_builtin__ struct cudaArray *cudaArray_t;
typedef __device_builtin__ const struct cudaArray *cudaArray_const_t;
typedef __device_builtin__ struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef __device_builtin__ const struct cudaMipmappedArray *cudaMipmappedArray_const_t;

struct __device_builtin__ CUuuid_st {
    char bytes[16];
};
typedef __device_builtin__ struct CUuuid_st cudaUUID_t;

/* Format of one texel: bits per channel and their kind. */
struct __device_builtin__ cudaChannelFormatDesc {
    int x;
    int y;
    int z;
    int w;
    enum cudaChannelFormatKind f;
};

/* What a texture or surface object reads from. */
struct __device_builtin__ cudaResourceDesc {
    enum cudaResourceType resType;
    union {
        struct {
            cudaArray_t array;
        } array;
        struct {
            cudaMipmappedArray_t mipmap;
        } mipmap;
        struct {
            void *devPtr;
            struct cudaChannelFormatDesc desc;
            size_t sizeInBytes;
        } linear;
        struct {
            void *devPtr;
            struct cudaChannelFormatDesc desc;
            size_t width;
            size_t height;
            size_t pitchInBytes;
        } pitch2D;
    } res;
};

/* Programs nearly always pass a null view; the type stays opaque here. */
struct cudaResourceViewDesc;

struct __device_builtin__ cudaPitchedPtr {
    void   *ptr;
    size_t  pitch;
    size_t  xsize;
    size_t  ysize;
};

struct __device_builtin__ cudaExtent {
    size_t width;
    size_t height;
    size_t depth;
};

struct __device_builtin__ cudaPos {
    size_t x;
    size_t y;
    size_t z;
};

struct __device_builtin__ cudaMemcpy3DParms {
    cudaArray_t            srcArray;
    struct cudaPos         srcPos;
    struct cudaPitchedPtr  srcPtr;
    cudaArray_t            dstArray;
    struct cudaPos         dstPos;
    struct cudaPitchedPtr  dstPtr;
    struct cudaExtent      extent;
    enum cudaMemcpyKind    kind;
};

struct __device_builtin__ cudaPointerAttributes {
    enum cudaMemoryType type;
    int device;
    void *devicePointer;
    void *hostPointer;
};

/* What cudaFuncGetAttributes reports about a kernel. */
struct __device_builtin__ cudaFuncAttributes {
    size_t sharedSizeBytes;
    size_t constSizeBytes;
    size_t localSizeBytes;
    int maxThreadsPerBlock;
    int numRegs;
    int ptxVersion;
    int binaryVersion;
    int cacheModeCA;
    int maxDynamicSharedSizeBytes;
    int preferredShmemCarveout;
    int clusterDimMustBeSet;
    int requiredClusterWidth;
    int requiredClusterHeight;
    int requiredClusterDepth;
    int clusterSchedulingPolicyPreference;
    int nonPortableClusterSizeAllowed;
    int reserved[16];
};

/*
 * What cudaGetDeviceProperties reports. The field order is CUDA 12's: the
 * CUDA 11 fields, the 12.0 additions, then 63 ints of which later 12.x
 * releases name the first seven (NUMA and PCI identity).
 */
struct __device_builtin__ cudaDeviceProp {
    char         name[256];
    cudaUUID_t   uuid;
    char         luid[8];
    unsigned int luidDeviceNodeMask;
    size_t       totalGlobalMem;
    size_t       sharedMemPerBlock;
    int          regsPerBlock;
    int          warpSize;
    size_t       memPitch;
    int          maxThreadsPerBlock;
    int          maxThreadsDim[3];
    int          maxGridSize[3];
    int          clockRate;
    size_t       totalConstMem;
    int          major;
    int          minor;
    size_t       textureAlignment;
    size_t       texturePitchAlignment;
    int          deviceOverlap;
    int          multiProcessorCount;
    int          kernelExecTimeoutEnabled;
    int          integrated;
    int          canMapHostMemory;
    int          computeMode;
    int          maxTexture1D;
    int          maxTexture1DMipmap;
    int          maxTexture1DLinear;
    int          maxTexture2D[2];
    int          maxTexture2DMipmap[2];
    int          maxTexture2DLinear[3];
    int          maxTexture2DGather[2];
    int          maxTexture3D[3];
    int          maxTexture3DAlt[3];
    int          maxTextureCubemap;
    int          maxTexture1DLayered[2];
    int          maxTexture2DLayered[3];
    int          maxTextureCubemapLayered[2];
    int          maxSurface1D;
    int          maxSurface2D[2];
    int          maxSurface3D[3];
    int          maxSurface1DLayered[2];
    int          maxSurface2DLayered[3];
    int          maxSurfaceCubemap;
    int          maxSurfaceCubemapLayered[2];
    size_t       surfaceAlignment;
    int          concurrentKernels;
    int          ECCEnabled;
    int          pciBusID;
    int          pciDeviceID;
    int          pciDomainID;
    int          tccDriver;
    int          asyncEngineCount;
    int          unifiedAddressing;
    int          memoryClockRate;
    int          memoryBusWidth;
    int          l2CacheSize;
    int          persistingL2CacheMaxSize;
    int          maxThreadsPerMultiProcessor;
    int          streamPrioritiesSupported;
    int          globalL1CacheSupported;
    int          localL1CacheSupported;
    size_t       sharedMemPerMultiprocessor;
    int          regsPerMultiprocessor;
    int          managedMemory;
    int          isMultiGpuBoard;
    int          multiGpuBoardGroupID;
    int          hostNativeAtomicSupported;
    int          singleToDoublePrecisionPerfRatio;
    int          pageableMemoryAccess;
    int          concurrentManagedAccess;
    int          computePreemptionSupported;
    int          canUseHostPointerForRegisteredMem;
    int          cooperativeLaunch;
    int          cooperativeMultiDeviceLaunch;
    size_t       sharedMemPerBlockOptin;
    int          pageableMemoryAccessUsesHostPageTables;
    int          directManagedMemAccessFromHost;
    int          maxBlocksPerMultiProcessor;
    int          accessPolicyMaxWindowSize;
    size_t       reservedSharedMemPerBlock;
    int          hostRegisterSupported;
    int          sparseCudaArraySupported;
    int          hostRegisterReadOnlySupported;
    int          timelineSemaphoreInteropSupported;
    int          memoryPoolsSupported;
    int          gpuDirectRDMASupported;
    unsigned int gpuDirectRDMAFlushWritesOptions;
    int          gpuDirectRDMAWritesOrdering;
    unsigned int memoryPoolSupportedHandleTypes;
    int          deferredMappingCudaArraySupported;
    int          ipcEventSupported;
    int          clusterLaunch;
    int          unifiedFunctionPointers;
    int          deviceNumaConfig;
    int          deviceNumaId;
    int          mpsEnabled;
    int          hostNumaId;
    unsigned int gpuPciDeviceID;
    unsigned int gpuPciSubsystemID;
    int          hostNumaMultinodeIpcSupported;
    int          reserved[56];
};

/*
 * CUDA graphs: work captured from streams or built node by node, then
 * instantiated once into an executable graph and launched many times.
 */

/* A function the runtime calls on a host thread (host nodes, launches). */
typedef void (CUDART_CB *cudaHostFn_t)(void *userData);

typedef __device_builtin__ struct CUgraphNode_st *cudaGraphNode_t;
typedef __device_builtin__ struct CUuserObject_st *cudaUserObject_t;
typedef __device_builtin__ unsigned long long cudaGraphConditionalHandle;

enum __device_builtin__ cudaStreamCaptureStatus {
    cudaStreamCaptureStatusNone        = 0,
    cudaStreamCaptureStatusActive      = 1,
    cudaStreamCaptureStatusInvalidated = 2
};

enum __device_builtin__ cudaStreamCaptureMode {
    cudaStreamCaptureModeGlobal      = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed     = 2
};

enum __device_builtin__ cudaStreamUpdateCaptureDependenciesFlags {
    cudaStreamAddCaptureDependencies = 0x0,
    cudaStreamSetCaptureDependencies = 0x1
};

/* The count follows the highest type, so it is left implicit: it grew
   with every release that added a node type. */
enum __device_builtin__ cudaGraphNodeType {
    cudaGraphNodeTypeKernel             = 0x00,
    cudaGraphNodeTypeMemcpy             = 0x01,
    cudaGraphNodeTypeMemset             = 0x02,
    cudaGraphNodeTypeHost               = 0x03,
    cudaGraphNodeTypeGraph              = 0x04,
    cudaGraphNodeTypeEmpty              = 0x05,
    cudaGraphNodeTypeWaitEvent          = 0x06,
    cudaGraphNodeTypeEventRecord        = 0x07,
    cudaGraphNodeTypeExtSemaphoreSignal = 0x08,
    cudaGraphNodeTypeExtSemaphoreWait   = 0x09,
    cudaGraphNodeTypeMemAlloc           = 0x0a,
    cudaGraphNodeTypeMemFree            = 0x0b,
    cudaGraphNodeTypeConditional        = 0x0d,
    cudaGraphNodeTypeCount
};

enum __device_builtin__ cudaGraphExecUpdateResult {
    cudaGraphExecUpdateSuccess                        = 0x0,
    cudaGraphExecUpdateError                          = 0x1,
    cudaGraphExecUpdateErrorTopologyChanged           = 0x2,
    cudaGraphExecUpdateErrorNodeTypeChanged           = 0x3,
    cudaGraphExecUpdateErrorFunctionChanged           = 0x4,
    cudaGraphExecUpdateErrorParametersChanged         = 0x5,
    cudaGraphExecUpdateErrorNotSupported              = 0x6,
    cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
    cudaGraphExecUpdateErrorAttributesChanged         = 0x8
};

enum __device_builtin__ cudaGraphInstantiateFlags {
    cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
    cudaGraphInstantiateFlagUpload           = 2,
    cudaGraphInstantiateFlagDeviceLaunch     = 4,
    cudaGraphInstantiateFlagUseNodePriority  = 8
};

typedef __device_builtin__ enum cudaGraphInstantiateResult {
    cudaGraphInstantiateSuccess                     = 0,
    cudaGraphInstantiateError                       = 1,
    cudaGraphInstantiateInvalidStructure            = 2,
    cudaGraphInstantiateNodeOperationNotSupported   = 3,
    cudaGraphInstantiateMultipleDevicesNotSupported = 4,
    cudaGraphInstantiateConditionalHandleUnused     = 5
} cudaGraphInstantiateResult;

enum __device_builtin__ cudaGraphDebugDotFlags {
    cudaGraphDebugDotFlagsVerbose                  = 0x1,
    cudaGraphDebugDotFlagsKernelNodeParams         = 0x4,
    cudaGraphDebugDotFlagsMemcpyNodeParams         = 0x8,
    cudaGraphDebugDotFlagsMemsetNodeParams         = 0x10,
    cudaGraphDebugDotFlagsHostNodeParams           = 0x20,
    cudaGraphDebugDotFlagsEventNodeParams          = 0x40,
    cudaGraphDebugDotFlagsExtSemasSignalNodeParams = 0x80,
    cudaGraphDebugDotFlagsExtSemasWaitNodeParams   = 0x100,
    cudaGraphDebugDotFlagsKernelNodeAttributes     = 0x200,
    cudaGraphDebugDotFlagsHandles                  = 0x400,
    cudaGraphDebugDotFlagsConditionalNodeParams    = 0x8000
};

enum __device_builtin__ cudaUserObjectFlags {
    cudaUserObjectNoDestructorSync = 0x1
};

enum __device_builtin__ cudaUserObjectRetainFlags {
    cudaGraphUserObjectMove = 0x1
};

typedef __device_builtin__ enum cudaGraphDependencyType_enum {
    cudaGraphDependencyTypeDefault      = 0,
    cudaGraphDependencyTypeProgrammatic = 1
} cudaGraphDependencyType;

#define cudaGraphKernelNodePortDefault          0
#define cudaGraphKernelNodePortProgrammatic     1
#define cudaGraphKernelNodePortLaunchCompletion 2

/* An edge's annotation (CUDA 12.3): ports and a cudaGraphDependencyType,
   all zero for an ordinary dependency. */
typedef __device_builtin__ struct cudaGraphEdgeData_st {
    unsigned char from_port;
    unsigned char to_port;
    unsigned char type;
    unsigned char reserved[5];
} cudaGraphEdgeData;

/* A kernel node: the kernel, its configuration, and its arguments either
   as an array of pointers to each (kernelParams) or packed (extra). */
struct __device_builtin__ cudaKernelNodeParams {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};

/* A memset node: height rows of width elements of 1, 2 or 4 bytes. */
struct __device_builtin__ cudaMemsetParams {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
};

struct __device_builtin__ cudaHostNodeParams {
    cudaHostFn_t fn;
    void *userData;
};

typedef __device_builtin__ struct cudaGraphInstantiateParams_st {
    unsigned long long flags;
    cudaStream_t uploadStream;
    cudaGraphNode_t errNode_out;
    cudaGraphInstantiateResult result_out;
} cudaGraphInstantiateParams;

typedef __device_builtin__ struct cudaGraphExecUpdateResultInfo_st {
    enum cudaGraphExecUpdateResult result;
    cudaGraphNode_t errorNode;
    cudaGraphNode_t errorFromNode;
} cudaGraphExecUpdateResultInfo;

#endif /* __CUFE_DRIVER_TYPES_H__ */
