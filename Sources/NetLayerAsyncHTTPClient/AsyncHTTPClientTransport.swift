#if AsyncHTTPClient
    import AsyncHTTPClient
    import NetLayer
#endif
