// CUDA graphs both ways: a stream capture (with the capture queries) and a
// graph built from kernel, memset, memcpy, host and child-graph nodes;
// instantiated with CUDA 11's five-argument call and CUDA 12's flags, then
// updated in place with both forms of cudaGraphExecUpdate.
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                            \
    do {                                                                       \
        cudaError_t e_ = (call);                                               \
        if (e_ != cudaSuccess) {                                               \
            std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_));  \
            std::exit(1);                                                      \
        }                                                                      \
    } while (0)

__device__ int bias[4];

__global__ void scale(float *x, int n, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        x[i] = x[i] * a + bias[i % 4];
    }
}

static void CUDART_CB report(void *userData)
{
    std::printf("host node: %s\n", static_cast<const char *>(userData));
}

static void CUDART_CB release(void *ptr)
{
    std::free(ptr);
}

int main()
{
    const int n = 1024;
    float *x = nullptr;
    CHECK(cudaMalloc(&x, n * sizeof(float)));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    // Capture.
    cudaGraph_t captured;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    enum cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
    CHECK(cudaStreamIsCapturing(s, &status));
    unsigned long long id = 0;
    cudaGraph_t during = nullptr;
    CHECK(cudaStreamGetCaptureInfo(s, &status, &id, &during));
    CHECK(cudaMemsetAsync(x, 0, n * sizeof(float), s));
    scale<<<n / 256, 256, 0, s>>>(x, n, 2.0f);
    CHECK(cudaStreamEndCapture(s, &captured));
    enum cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    CHECK(cudaThreadExchangeStreamCaptureMode(&mode));

    // Explicit nodes.
    cudaGraph_t g, child;
    CHECK(cudaGraphCreate(&g, 0));
    CHECK(cudaGraphCreate(&child, 0));
    cudaGraphNode_t memsetNode, kernelNode, hostNode, copyNode, childNode, empty;
    struct cudaMemsetParams ms = {};
    ms.dst = x;
    ms.value = 0;
    ms.elementSize = sizeof(float);
    ms.width = n;
    ms.height = 1;
    CHECK(cudaGraphAddMemsetNode(&memsetNode, g, nullptr, 0, &ms));

    int count = n;
    float factor = 3.0f;
    void *args[] = {&x, &count, &factor};
    cudaKernelNodeParams kp = {};
    kp.func = reinterpret_cast<void *>(scale);
    kp.gridDim = dim3(n / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    CHECK(cudaGraphAddKernelNode(&kernelNode, g, &memsetNode, 1, &kp));

    static char message[] = "graph ran";
    cudaHostNodeParams hp = {report, message};
    CHECK(cudaGraphAddHostNode(&hostNode, g, &kernelNode, 1, &hp));

    const int init[4] = {1, 2, 3, 4};
    CHECK(cudaGraphAddMemcpyNodeToSymbol(&copyNode, child, nullptr, 0, bias, init, sizeof init, 0, cudaMemcpyHostToDevice));
    CHECK(cudaGraphAddChildGraphNode(&childNode, g, nullptr, 0, child));
    CHECK(cudaGraphAddEmptyNode(&empty, g, nullptr, 0));
#if CUDART_VERSION >= 13000
    CHECK(cudaGraphAddDependencies(g, &childNode, &kernelNode, nullptr, 1)); // edge data
#else
    CHECK(cudaGraphAddDependencies(g, &childNode, &kernelNode, 1));
#endif

    size_t numNodes = 0;
    CHECK(cudaGraphGetNodes(g, nullptr, &numNodes));
    enum cudaGraphNodeType type;
    CHECK(cudaGraphNodeGetType(kernelNode, &type));

    cudaUserObject_t obj;
    CHECK(cudaUserObjectCreate(&obj, std::malloc(16), release, 1, cudaUserObjectNoDestructorSync));
    CHECK(cudaGraphRetainUserObject(g, obj, 1, cudaGraphUserObjectMove));

    // Instantiate: CUDA 11's call, CUDA 12's flags, and with parameters.
    cudaGraphExec_t e1, e2, e3;
    cudaGraphNode_t errorNode = nullptr;
    char log[256];
    CHECK(cudaGraphInstantiate(&e1, captured, &errorNode, log, sizeof log));
    CHECK(cudaGraphInstantiate(&e2, g, cudaGraphInstantiateFlagAutoFreeOnLaunch));
    cudaGraphInstantiateParams ip = {};
    ip.flags = cudaGraphInstantiateFlagUpload;
    ip.uploadStream = s;
    CHECK(cudaGraphInstantiateWithParams(&e3, g, &ip));
    if (ip.result_out != cudaGraphInstantiateSuccess) {
        return 1;
    }

    for (int k = 0; k < 3; ++k) {
        CHECK(cudaGraphLaunch(e1, s));
    }
    CHECK(cudaGraphUpload(e2, s));
    CHECK(cudaGraphLaunch(e2, s));

    // Update in place: new kernel arguments, then a whole graph.
    factor = 0.5f;
    CHECK(cudaGraphExecKernelNodeSetParams(e2, kernelNode, &kp));
    cudaGraphExecUpdateResultInfo info;
    CHECK(cudaGraphExecUpdate(e2, g, &info));
    enum cudaGraphExecUpdateResult result;
    CHECK(cudaGraphExecUpdate(e2, g, &errorNode, &result));
    CHECK(cudaGraphLaunch(e2, s));
    CHECK(cudaStreamSynchronize(s));

    float first = 0;
    CHECK(cudaMemcpy(&first, x, sizeof first, cudaMemcpyDeviceToHost));
    std::printf("capture %llu, %zu nodes, node type %d, update %d/%d, x[0]=%g\n", id, numNodes, (int)type,
                (int)info.result, (int)result, first);
    CHECK(cudaGraphDebugDotPrint(g, "/dev/null", cudaGraphDebugDotFlagsVerbose));

    CHECK(cudaGraphExecDestroy(e1));
    CHECK(cudaGraphExecDestroy(e2));
    CHECK(cudaGraphExecDestroy(e3));
    CHECK(cudaGraphDestroy(captured));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(child));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(x));
    return 0;
}
